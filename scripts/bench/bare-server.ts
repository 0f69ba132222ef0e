// Serves a bare React Router build the way server/index.ts serves the site:
// Express, compression, static assets, @react-router/express in production
// mode. Usage: node bare-server.ts <buildDir>; prints "listening on <port>".
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import type { ServerBuild } from "react-router";
import {
  builtClientFiles,
  responseCompression,
} from "../../server/client-files.ts";

const buildDir = path.resolve(process.argv[2] ?? "build");
const build = (await import(
  path.join(buildDir, "server/index.js")
)) as ServerBuild;

const app = express();
app.disable("x-powered-by");
// The site's compression and static files (server/client-files.ts), so that
// only the app differs.
app.use(responseCompression());
app.use(builtClientFiles(buildDir));
app.all("/{*path}", createRequestHandler({ build, mode: "production" }));

const server = app.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(
    `listening on ${typeof address === "object" && address ? address.port : 0}`,
  );
});
process.once("SIGTERM", () => server.close(() => process.exit(0)));
