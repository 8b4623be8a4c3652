/** jsdom has no modal dialogs: a dialog's showModal opens it as an open <dialog>, and close closes it. */
export function openDialogsInJsdom(): void {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
}
