import { defineMessages } from "react-intl";

const labels = defineMessages({
  dashboard: { id: "member.nav.dashboard", defaultMessage: "Dashboard" },
  profile: { id: "member.menu.profile", defaultMessage: "Profile" },
  orders: { id: "member.menu.orders", defaultMessage: "My orders" },
  sites: { id: "member.nav.sites", defaultMessage: "My sites" },
  messages: { id: "member.menu.messages", defaultMessage: "Messages" },
  settings: { id: "member.menu.settings", defaultMessage: "Account settings" },
});

/** The member area's screens (§2), in navigation order. */
export const memberNav = [
  { to: "/member/dashboard", label: labels.dashboard },
  { to: "/member/profile", label: labels.profile },
  { to: "/member/orders", label: labels.orders },
  { to: "/member/sites", label: labels.sites },
  { to: "/member/messages", label: labels.messages },
  { to: "/member/settings", label: labels.settings },
] as const;
