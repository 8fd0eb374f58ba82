import { mountIsland } from "../shared/mount";
import { Wizard } from "./Wizard";

mountIsland("wizard", Wizard);
