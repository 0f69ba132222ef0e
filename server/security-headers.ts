import { randomBytes } from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";

/**
 * A fresh CSP nonce per response (res.locals.cspNonce), then helmet's headers:
 * a strict policy without inline scripts in production; in development Vite's
 * client needs inline scripts, eval and its websocket.
 */
export function securityHeaders({
  development,
}: {
  development: boolean;
}): RequestHandler[] {
  const nonce: RequestHandler = (_req, res, next) => {
    res.locals.cspNonce = randomBytes(16).toString("base64");
    next();
  };
  const scriptSrc = development
    ? ["'self'", "'unsafe-inline'", "'unsafe-eval'"]
    : [
        "'self'",
        (_req: unknown, res: unknown) =>
          `'nonce-${(res as Response).locals.cspNonce}'`,
      ];
  const headers = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc,
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Member avatars may live on any HTTPS host.
        imgSrc: ["'self'", "data:", "https:"],
        fontSrc: ["'self'"],
        connectSrc: development ? ["'self'", "ws:", "wss:"] : ["'self'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // HSTS only where the request really arrived over HTTPS (see below).
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });
  const hstsAndPermissions: RequestHandler = (req, res, next) => {
    if (req.secure) {
      res.setHeader(
        "Strict-Transport-Security",
        "max-age=63072000; includeSubDomains",
      );
    }
    res.setHeader(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    );
    next();
  };
  return [nonce, headers, hstsAndPermissions];
}
