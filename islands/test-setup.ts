// Waits in the islands' tests are on conditions (findBy*, waitFor): on a busy
// machine a lazily imported island may take seconds to appear, so they wait up to 15 s for it
// rather than the libraries' 1 s. A condition that holds ends the wait at once.
import { configure } from "@testing-library/react";

configure({ asyncUtilTimeout: 15_000 });
