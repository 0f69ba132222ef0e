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
  route("login", "routes/login.tsx"),
  route("register", "routes/register.tsx"),
  route("products", "routes/products.tsx"),

  // Signed-in members only (guarded in the layout's client middleware).
  ...prefix("member", [
    index("routes/member/index.tsx"),
    layout("routes/member/layout.tsx", [
      route("dashboard", "routes/member/dashboard.tsx"),
    ]),
  ]),

  // Routes without UI.
  route("sitemap.xml", "routes/resources/sitemap.ts"),
  route("robots.txt", "routes/resources/robots.ts"),
  ...prefix("resources", [route("healthz", "routes/resources/healthz.ts")]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
