/** Field errors of a 422 answer: path of the field → translated message. */
export type FieldErrors = Record<string, string>;

/**
 * ApiError is a failed API call: the server's `{ "error": { code, message, fields } }`
 * (docs/shell.md, "Islands' API client"), or status 0 with code "network" when the server could not be reached.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: FieldErrors,
  ) {
    super(message);
  }
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

/** errorFromBody reads the error shape, or undefined when the body is something else. */
export function errorFromBody(status: number, body: unknown): ApiError | undefined {
  if (!isRecord(body) || !isRecord(body.error)) return undefined;
  const { code, message, fields } = body.error;
  let fieldErrors: FieldErrors | undefined;
  if (isRecord(fields)) {
    fieldErrors = {};
    for (const [k, v] of Object.entries(fields)) if (typeof v === "string") fieldErrors[k] = v;
  }
  return new ApiError(
    status,
    typeof code === "string" ? code : `http_${status}`,
    typeof message === "string" ? message : "",
    fieldErrors,
  );
}
