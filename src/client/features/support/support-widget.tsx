/** The floating support chat arrives with the chat issue; the layout already places it. */
export function SupportWidget() {
  return null;
}
