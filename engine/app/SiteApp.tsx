/**
 * The whole site inside a router (a browser or a static one): the layout, and
 * in it the page for the current path. A page whose data is still loading keeps
 * the previous page on screen (the router navigates in a transition).
 */
import { createContext, use, useContext } from "react";
import { useLocation } from "react-router-dom";
import { Layout } from "../layout/Layout";
import { PageView } from "./PageView";
import { RouterError } from "./RouterError";
import type { PageStore } from "./pageStore";

const PageStoreContext = createContext<PageStore | null>(null);

function CurrentPage() {
  const store = useContext(PageStoreContext)!;
  const { pathname } = useLocation();
  return <PageView data={use(store.load(store.keyFor(pathname)))} />;
}

export function SiteApp({ pages }: { pages: PageStore }) {
  const { pathname } = useLocation();
  return (
    <PageStoreContext value={pages}>
      <Layout>
        {/* Keyed by path: after a failure, moving to another page tries again. */}
        <RouterError key={pathname}>
          <CurrentPage />
        </RouterError>
      </Layout>
    </PageStoreContext>
  );
}
