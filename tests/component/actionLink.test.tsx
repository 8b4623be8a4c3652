import { describe, expect, it, vi } from "vitest";
import { screen, fireEvent } from "@testing-library/react";
import { ActionLink } from "../../engine/ui/ActionLink";
import { handleDeclaredActions } from "../../engine/app/declaredActions";
import { renderWithSite, fixtureSite } from "../support/renderWithSite";

describe("ActionLink", () => {
  it("opens the booking service from config in a new tab, safely", () => {
    renderWithSite(<ActionLink link={{ kind: "booking", label: "Book Free Consultation" }} />);
    const link = screen.getByRole("link", { name: /Book Free Consultation/ });
    expect(link.getAttribute("href")).toBe(fixtureSite().links.booking);
    expect(link.getAttribute("target")).toBe("_blank");
    expect(link.getAttribute("rel")).toBe("noopener noreferrer");
  });

  it("calls the configured phone number and shows it when no label is given", () => {
    const { phone } = fixtureSite().contact;
    renderWithSite(<ActionLink link={{ kind: "phone" }} />);
    const link = screen.getByRole("link", { name: phone.display });
    expect(link.getAttribute("href")).toBe(`tel:${phone.tel}`);
  });

  it("shows the alert message of an alert button, through the page's runtime (no script of its own)", () => {
    const alert = vi.spyOn(window, "alert").mockImplementation(() => {});
    handleDeclaredActions(document);
    renderWithSite(<ActionLink link={{ kind: "alert", label: "Download Referral Form", message: "Referral form download functionality to be implemented" }} />);
    const button = screen.getByRole("button", { name: "Download Referral Form" });
    expect(button.dataset.alert).toBe("Referral form download functionality to be implemented");
    fireEvent.click(button);
    expect(alert).toHaveBeenCalledWith("Referral form download functionality to be implemented");
  });

  it("hides an e-mail link while no address is configured", () => {
    renderWithSite(<ActionLink link={{ kind: "email", label: "Email us" }} />);
    expect(screen.queryByRole("link", { name: "Email us" })).toBeNull();
  });
});
