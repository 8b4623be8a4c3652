/** Signing in to the online editor in a browser test, as a person does from their set-up link. */
import { expect, type Page } from "@playwright/test";

/** The set-up (or invitation) link opened, the password chosen, and the editor open at its Pages link. */
export async function setPassword(page: Page, link: string, password: string): Promise<void> {
  await page.goto(link);
  await page.getByLabel("New password").fill(password);
  await page.getByRole("button", { name: "Save password and sign in" }).click();
  await expect(page.getByRole("navigation", { name: "Editor" }).getByRole("link", { name: "Pages" })).toBeVisible();
}
