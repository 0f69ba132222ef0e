// A member's orders (one in every stage), two sites and three messages (two
// unread), dated relative to `now` so the demo always looks current. Used for
// the demo member and by the tests.
import type { Database } from "./database.ts";
import { messages, orders, sites } from "./schema.ts";

const dayMs = 24 * 60 * 60 * 1000;

export async function seedMemberArea(
  db: Database,
  userId: string,
  { now = new Date(), numberPrefix = "DEMO" } = {},
) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * dayMs);
  const dateIn = (days: number) =>
    new Date(now.getTime() + days * dayMs).toISOString().slice(0, 10);
  const number = (n: number) => `${numberPrefix}-${1000 + n}`;

  return db.transaction(async (tx) => {
    const [website, mall] = await tx
      .insert(orders)
      .values([
        {
          userId,
          number: number(1),
          title: "Company website",
          kind: "website",
          description: "Responsive corporate website in four languages.",
          amountCents: 3_000_00,
          status: "in_maintenance",
          confirmedAt: daysAgo(220),
          developmentAt: daysAgo(218),
          acceptanceAt: daysAgo(195),
          launchedAt: daysAgo(185),
          maintenanceAt: daysAgo(184),
          depositPaidAt: daysAgo(220),
          developmentPaidAt: daysAgo(194),
          finalPaidAt: daysAgo(185),
          createdAt: daysAgo(221),
        },
        {
          userId,
          number: number(2),
          title: "Online mall (B2B and B2C)",
          kind: "software",
          description: "Mall with wholesale and retail storefronts.",
          amountCents: 20_000_00,
          status: "launched",
          confirmedAt: daysAgo(75),
          developmentAt: daysAgo(73),
          acceptanceAt: daysAgo(40),
          launchedAt: daysAgo(6),
          depositPaidAt: daysAgo(75),
          developmentPaidAt: daysAgo(38),
          createdAt: daysAgo(76),
        },
        {
          userId,
          number: number(3),
          title: "Mobile shopping app",
          kind: "app",
          description: "iOS and Android app for the online mall.",
          amountCents: 12_000_00,
          status: "acceptance",
          confirmedAt: daysAgo(40),
          developmentAt: daysAgo(38),
          acceptanceAt: daysAgo(3),
          depositPaidAt: daysAgo(40),
          createdAt: daysAgo(41),
        },
        {
          userId,
          number: number(4),
          title: "Customer management system",
          kind: "software",
          description: null,
          amountCents: 25_000_00,
          status: "in_development",
          confirmedAt: daysAgo(12),
          developmentAt: daysAgo(10),
          depositPaidAt: daysAgo(12),
          createdAt: daysAgo(13),
        },
        {
          userId,
          number: number(5),
          title: "Marketing hub",
          kind: "product",
          description: "Ready-made marketing hub with set-up.",
          amountCents: 3_500_00,
          status: "requirements_confirmed",
          confirmedAt: daysAgo(1),
          createdAt: daysAgo(2),
        },
      ])
      .returning();

    const [websiteSite, mallSite] = await tx
      .insert(sites)
      .values([
        {
          userId,
          orderId: website!.id,
          name: "Company website",
          domain: `www.${numberPrefix.toLowerCase()}-company.com`,
          status: "active",
          plan: "professional",
          // 8.6 TiB of 10: near the traffic quota.
          trafficUsedMb: Math.round(8.6 * 1024 * 1024),
          storageUsedMb: 120 * 1024,
          renewsOn: dateIn(20),
          createdAt: daysAgo(185),
        },
        {
          userId,
          orderId: mall!.id,
          name: "Online mall",
          domain: `shop.${numberPrefix.toLowerCase()}-company.com`,
          status: "active",
          plan: "starter",
          trafficUsedMb: 310 * 1024,
          storageUsedMb: 42 * 1024,
          renewsOn: dateIn(359),
          createdAt: daysAgo(6),
        },
      ])
      .returning();

    await tx.insert(messages).values([
      {
        userId,
        category: "billing",
        title: `Final payment due for ${number(2)}`,
        body: "The online mall is live. The last 30 % milestone is now due; thank you for settling it within 7 days.",
        createdAt: daysAgo(1),
      },
      {
        userId,
        category: "site",
        title: "Your company website renews soon",
        body: `www.${numberPrefix.toLowerCase()}-company.com renews in 20 days and has used 86 % of its monthly traffic.`,
        createdAt: daysAgo(3),
      },
      {
        userId,
        category: "system",
        title: "Welcome to your member area",
        body: "Follow your orders, payments, sites and our messages here.",
        readAt: daysAgo(200),
        createdAt: daysAgo(221),
      },
    ]);
    return {
      orders: { website: website!, mall: mall! },
      sites: { website: websiteSite!, mall: mallSite! },
    };
  });
}
