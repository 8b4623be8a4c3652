/** The page editor in the browser (served by engine/editor/server/, never part of the site's dist/). */
import { createRoot } from "react-dom/client";
import { App } from "./App";
import "./editor.css";

createRoot(document.getElementById("editor")!).render(<App />);
