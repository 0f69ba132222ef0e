import {
  type RouteConfig,
  index,
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

  // Routes without UI.
  ...prefix("resources", [route("healthz", "routes/resources/healthz.ts")]),

  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
