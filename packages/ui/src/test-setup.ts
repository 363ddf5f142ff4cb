// Setup of the "unit" Vitest project: the kit's real CSS, and an unmounted DOM after each test.
import "../.storybook/preview.css";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());
