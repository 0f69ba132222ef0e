// What the seed dataset (cms/seed/production.ndjson) puts on the public pages,
// in the two languages it is complete in. The browser tests assert these, so a
// page that stops rendering its content fails here. Figures are written as the
// page formats them: zh-CN writes US dollars as "US$".

export const messagingUrl = "https://t.me/picks_studio";

export const publicContentPages = [
  "/",
  "/services",
  "/about",
  "/contact",
  "/case-studies",
  "/terms",
  "/privacy",
] as const;

export type ContentPath = (typeof publicContentPages)[number];

type PageSeed = {
  /** The page's h1. */
  h1: string;
  /** Texts of the page's own content that must be visible. */
  texts: string[];
  /** <title> and meta description from the page's SEO fields. */
  title: string;
  description: string;
};

type LocaleSeed = {
  ogLocale: string;
  pages: Record<ContentPath, PageSeed>;
  plans: { starter: string; professional: string; enterprise: string };
  prices: { starter: string; professional: string };
  onRequest: string;
  bookDemo: string;
  addOns: string[];
  /** Service titles with their price floors, in page order. */
  services: [string, string][];
  /** Payment stages: percentage and milestone. */
  paymentSplit: [string, string][];
  delivery: string;
  maintenance: string;
  claims: string[];
  testimonials: string[];
  carousel: { next: string; previous: string; pause: string };
  contact: {
    name: string;
    email: string;
    phone: string;
    company: string;
    message: string;
    submit: string;
    sent: string;
    emailOrPhone: string;
    invalidEmail: string;
    required: string;
  };
  freeTrial: string;
  talkToUs: string;
  floatingContact: string;
  footer: { terms: string; privacy: string };
};

export const seed: Record<"zh-CN" | "en-US", LocaleSeed> = {
  "zh-CN": {
    ogLocale: "zh_CN",
    pages: {
      "/": {
        h1: "让企业数字化转型更简单",
        texts: [
          "SaaS 解决方案",
          "覆盖企业全链路的 SaaS 解决方案",
          "数字化转型",
          "在线商城",
          "营销中心",
          "数据智能",
          "我们的服务",
          "简单透明的价格",
          "增值服务",
          "为什么选择我们",
          "源码交付",
        ],
        title: "SaaS 解决方案 · 定制软件与网站开发 | 精选软件",
        description:
          "精选软件为企业提供 SaaS 解决方案、定制软件、网站与应用开发：办公、客户管理与资源计划系统，B2B/B2C 商城，营销中心与数据智能。",
      },
      "/services": {
        h1: "服务项目",
        texts: [
          "应用开发",
          "网站开发",
          "定制软件开发",
          "合作条款",
          "确认需求后预付",
          "主体开发完成后支付",
          "验收上线后支付",
          "支持 USDT 或等值数字货币付款",
          "提供完整源代码",
          "提供部署文档",
          "协助域名与服务器配置",
        ],
        title: "服务项目：应用、网站与定制软件开发 | 精选软件",
        description:
          "应用开发、网站开发与定制软件开发，价格透明，交付源码，免费技术维护。",
      },
      "/about": {
        h1: "关于我们",
        texts: [
          "精选软件 · 创立于 2008 年",
          "用可靠的软件帮助每一家企业降本增效、持续增长。",
          "成为企业最信赖的长期数字化合作伙伴。",
          "客户第一",
          "匠心品质",
          "诚信透明",
          "核心团队",
          "陈伟",
          "林悦",
          "张敏",
          "陈大卫",
        ],
        title: "关于我们 | 精选软件",
        description:
          "精选软件专注定制软件、网站与应用开发，服务数千家企业客户。了解我们的使命、愿景、价值观与团队。",
      },
      "/contact": {
        h1: "联系我们",
        texts: [
          "留下您的需求与联系方式，顾问将尽快与您联系，为您提供免费方案评估。",
          "给我们留言",
          "其他联系方式",
        ],
        title: "联系我们 | 精选软件",
        description: "告诉我们您的项目需求，我们会尽快与您联系。",
      },
      "/case-studies": {
        h1: "客户案例",
        texts: [
          "建材批发 B2B 商城",
          "制造集团 ERP 与 CRM 一体化",
          "跨境直播电商应用",
          "客户评价",
        ],
        title: "客户案例 | 精选软件",
        description:
          "B2B 商城、ERP 与 CRM 系统、直播电商应用等真实项目案例与客户评价。",
      },
      "/terms": {
        h1: "服务条款",
        texts: ["最后更新：2025年11月1日", "您的账户", "知识产权", "联系我们"],
        title: "服务条款 | 精选软件",
        description:
          "使用精选软件网站、会员中心与开发服务的条款：账户、项目与付款、知识产权与责任。",
      },
      "/privacy": {
        h1: "隐私政策",
        texts: [
          "最后更新：2025年11月1日",
          "我们收集的信息",
          "Cookie 与本地存储",
          "您的权利",
        ],
        title: "隐私政策 | 精选软件",
        description:
          "精选软件如何收集、使用与保护您的个人信息，以及您享有的权利。",
      },
    },
    plans: { starter: "入门版", professional: "专业版", enterprise: "企业版" },
    prices: { starter: "US$39", professional: "US$399" },
    onRequest: "价格面议",
    bookDemo: "预约演示",
    addOns: ["US$30 / 小时", "最少 1 小时", "US$50 / 个", "US$1,000 / 网站"],
    services: [
      ["应用开发", "US$3,000 起"],
      ["网站开发", "US$3,000 起"],
      ["定制软件开发", "US$20,000 起"],
    ],
    paymentSplit: [
      ["40%", "确认需求后预付"],
      ["30%", "主体开发完成后支付"],
      ["30%", "验收上线后支付"],
    ],
    delivery: "常规项目 15–30 个工作日",
    maintenance: "1 年免费技术维护",
    claims: ["17", "年行业经验", "3,000+", "家企业客户"],
    testimonials: [
      "从需求梳理到上线，团队专业高效，商城上线后客户下单更方便了。",
      "系统打通了各部门的数据，管理层终于能实时看到经营情况。",
      "应用体验流畅，售后维护响应及时，是值得长期合作的伙伴。",
    ],
    carousel: { next: "下一条评价", previous: "上一条评价", pause: "暂停轮播" },
    contact: {
      name: "姓名",
      email: "邮箱",
      phone: "电话",
      company: "公司",
      message: "留言内容",
      submit: "发送消息",
      sent: "消息已发送，我们会尽快与您联系。",
      emailOrPhone: "请填写邮箱或手机号",
      invalidEmail: "请输入有效的邮箱地址",
      required: "必填",
    },
    freeTrial: "免费试用",
    talkToUs: "立即咨询",
    floatingContact: "联系我们",
    footer: { terms: "服务条款", privacy: "隐私政策" },
  },
  "en-US": {
    ogLocale: "en_US",
    pages: {
      "/": {
        h1: "Software that moves your business forward",
        texts: [
          "SaaS solutions",
          "SaaS solutions for every part of your business",
          "Digital transformation",
          "Online mall",
          "Marketing hub",
          "Data intelligence",
          "What we build",
          "Simple, transparent pricing",
          "Add-on services",
          "Why choose us",
          "You own the code",
        ],
        title: "SaaS solutions · Custom software and websites | Picks Studio",
        description:
          "Picks Studio builds SaaS solutions, custom software, websites and apps for businesses: office, CRM and ERP systems, B2B and B2C online malls, marketing hubs and data intelligence.",
      },
      "/services": {
        h1: "Our services",
        texts: [
          "App development",
          "Website development",
          "Custom software development",
          "How we work",
          "Prepayment on confirming the requirements",
          "When the main development is done",
          "On acceptance and launch",
          "USDT or equivalent coins are accepted",
          "Full source code",
          "Deployment documents",
          "Domain and server setup",
        ],
        title:
          "Services: app, website and custom software development | Picks Studio",
        description:
          "App development, website development and custom software with clear price floors, source code delivered and free technical maintenance.",
      },
      "/about": {
        h1: "About us",
        texts: [
          "Picks Studio · since 2008",
          "Help every business cut costs, work smarter and keep growing with software it can rely on.",
          "Be the long-term digital partner businesses trust the most.",
          "Clients first",
          "Craftsmanship",
          "Integrity",
          "Our team",
          "Chen Wei",
          "Lin Yue",
          "Zhang Min",
          "David Tan",
        ],
        title: "About us | Picks Studio",
        description:
          "Picks Studio builds custom software, websites and apps for thousands of client companies. Meet our mission, vision, values and team.",
      },
      "/contact": {
        h1: "Contact us",
        texts: [
          "Leave your requirements and how to reach you; a consultant will contact you soon with a free assessment.",
          "Send us a message",
          "Other ways to reach us",
        ],
        title: "Contact us | Picks Studio",
        description:
          "Tell us about your project and we will get back to you soon.",
      },
      "/case-studies": {
        h1: "Case studies",
        texts: [
          "B2B mall for a building-materials wholesaler",
          "ERP and CRM suite for a manufacturing group",
          "Cross-border live-commerce app",
          "What our clients say",
        ],
        title: "Case studies | Picks Studio",
        description:
          "Real projects — a B2B mall, an ERP and CRM suite, a live-commerce app — and what our clients say.",
      },
      "/terms": {
        h1: "Terms of service",
        texts: [
          "Last updated: November 1, 2025",
          "Your account",
          "Intellectual property",
          "Contact",
        ],
        title: "Terms of service | Picks Studio",
        description:
          "The terms for using the Picks Studio website, member area and development services: accounts, projects and payment, intellectual property and liability.",
      },
      "/privacy": {
        h1: "Privacy policy",
        texts: [
          "Last updated: November 1, 2025",
          "What we collect",
          "Cookies and local storage",
          "Your rights",
        ],
        title: "Privacy policy | Picks Studio",
        description:
          "How Picks Studio collects, uses and protects your personal data, and the rights you have.",
      },
    },
    plans: {
      starter: "Starter",
      professional: "Professional",
      enterprise: "Enterprise",
    },
    prices: { starter: "$39", professional: "$399" },
    onRequest: "Custom pricing",
    bookDemo: "Book a demo",
    addOns: [
      "$30 per hour",
      "1 hour minimum",
      "$50 each",
      "$1,000 per website",
    ],
    services: [
      ["App development", "From $3,000"],
      ["Website development", "From $3,000"],
      ["Custom software development", "From $20,000"],
    ],
    paymentSplit: [
      ["40%", "Prepayment on confirming the requirements"],
      ["30%", "When the main development is done"],
      ["30%", "On acceptance and launch"],
    ],
    delivery: "15–30 working days for a typical project",
    maintenance: "1 year of free technical maintenance",
    claims: ["17", "years of service", "3,000+", "client companies"],
    testimonials: [
      "From requirements to launch the team was professional and quick; ordering is far easier for our customers now.",
      "The system connected every department's data; management finally sees the business in real time.",
      "The app runs smoothly and maintenance requests are answered quickly — a partner for the long run.",
    ],
    carousel: {
      next: "Next testimonial",
      previous: "Previous testimonial",
      pause: "Pause rotation",
    },
    contact: {
      name: "Name",
      email: "E-mail",
      phone: "Phone",
      company: "Company",
      message: "Message",
      submit: "Send message",
      sent: "Message sent, we will contact you soon.",
      emailOrPhone: "Enter an e-mail address or a phone number",
      invalidEmail: "Enter a valid e-mail address",
      required: "Required",
    },
    freeTrial: "Start a free trial",
    talkToUs: "Talk to us",
    floatingContact: "Contact us",
    footer: { terms: "Terms of service", privacy: "Privacy policy" },
  },
};
