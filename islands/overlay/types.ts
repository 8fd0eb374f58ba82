/** The answers of the service API (modules/directory/service_api.go). */
export interface ServiceData {
  serviceId: string;
  companyProfileId: string;
  companyName: string;
  companyUrl: string;
  companyLogo: string;
  name: string;
  logo: string;
  sector_industry: string;
  sectorName: string;
  categoryName: string;
  url: string;
  instagramUrl: string;
  facebookUrl: string;
  linkedinUrl: string;
  description: string;
  explanation: string;
  tags: string[];
  pictures: string[];
  images: { url: string; width: number; height: number }[];
  priceLink: string;
  priceList: string;
  published: boolean;
  preview: boolean;
  pageUrl: string;
  rating: { level: string; levelName: string; stars: number; total: number };
}

export interface RelatedData {
  serviceId: string;
  name: string;
  logo: string;
  sector_industry: string;
  sectorName: string;
  categoryName: string;
}

/** Assets are the hashed addresses the overlay draws with (props from the server). */
export interface Assets {
  serviceIcon: string;
  icons: string;
}
