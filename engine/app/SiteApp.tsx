/**
 * The whole page as the server renders it (inside the current address, which marks the current menu items): the
 * layout, and in it the page's blocks. The browser never renders it again: only its islands are hydrated.
 */
import { Layout } from "../layout/Layout";
import { PageView } from "./PageView";
import type { PageData } from "./pageData";

export function SiteApp({ page }: { page: PageData }) {
  return (
    <Layout>
      <PageView data={page} />
    </Layout>
  );
}
