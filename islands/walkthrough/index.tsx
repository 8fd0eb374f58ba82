import { mountIsland } from "../shared/mount";
import { Walkthrough } from "./Walkthrough";

mountIsland("walkthrough", Walkthrough);
