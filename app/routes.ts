import {
  type RouteConfig,
  index,
  layout,
  prefix,
  route,
} from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("services", "routes/services.tsx"),
  route("about", "routes/about.tsx"),
  route("contact", "routes/contact.tsx"),
  route("case-studies", "routes/case-studies.tsx"),
  route("terms", "routes/legal.tsx", { id: "routes/terms" }),
  route("privacy", "routes/legal.tsx", { id: "routes/privacy" }),
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  // The catalogue ("picks"); old addresses are redirected in the loaders
  // (app/catalogue/legacy-urls.ts).
  ...prefix("products", [
    index("routes/products/index.tsx"),
    route("category/:category", "routes/products/category.tsx"),
    route("category/:category/:id", "routes/products/detail.tsx"),
    route(":id", "routes/products/old-detail.tsx"),
  ]),

  // Signed-in members only (guarded in the layout's client middleware).
  ...prefix("member", [
    index("routes/member/index.tsx"),
    layout("routes/member/layout.tsx", [
      route("dashboard", "routes/member/dashboard.tsx"),
      route("profile", "routes/member/profile.tsx"),
      route("orders", "routes/member/orders.tsx"),
      route("orders/:id", "routes/member/order.tsx"),
      route("sites", "routes/member/sites.tsx"),
      route("messages", "routes/member/messages.tsx"),
      route("settings", "routes/member/settings.tsx"),
    ]),
  ]),

  // Routes without UI.
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  route("offline", "routes/resources/offline.ts"),
  ...prefix("resources", [route("healthz", "routes/resources/healthz.ts")]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
