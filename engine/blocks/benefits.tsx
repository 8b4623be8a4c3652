// Not written yet: shows the block's texts until its real renderer replaces this file.
export { Placeholder as default } from "./Placeholder";
