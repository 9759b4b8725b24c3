import { Bell, ChartColumn, ListTodo, Sparkles, TrendingUp, Users, type LucideIcon } from "lucide-react";

// Copy of the LeadsManager landing page (docs/product.md#public-screens 'Venture landing pages').

export const LEADSMANAGER = {
  name: "LeadsManager",
  title: "LeadsManager — the CRM small teams actually keep using",
  description:
    "LeadsManager is a lead-management CRM for sales teams of two to twenty: one clear pipeline, smart follow-up reminders, an analytics dashboard and an AI assistant.",
};

export const LM_PROBLEMS = [
  "Leads scattered across inboxes, spreadsheets and sticky notes",
  "Follow-ups that happen days too late — or never",
  "Pipeline reviews built on gut feeling instead of numbers",
];

export const LM_SOLUTIONS = [
  "Every lead in one pipeline, with an owner and a next step",
  "Reminders timed to each lead, before it goes cold",
  "A live forecast the whole team can trust",
];

export const LM_FEATURES: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Users,
    title: "Lead management",
    text: "Capture leads from forms, email and imports into one pipeline you can drag, filter and share.",
  },
  {
    icon: Bell,
    title: "Smart reminders",
    text: "Follow-up nudges timed by each lead's response pattern, so no conversation goes cold.",
  },
  {
    icon: ChartColumn,
    title: "Analytics dashboard",
    text: "Conversion by stage, win rates and a forecast in one view, built for the weekly sales meeting.",
  },
  {
    icon: Sparkles,
    title: "AI integration",
    text: "Draft replies, summarise call notes and score leads with an assistant that writes in your voice.",
  },
  {
    icon: ListTodo,
    title: "Task management",
    text: "Calls, demos and proposals as tasks tied to each deal, with due dates the whole team can see.",
  },
  {
    icon: TrendingUp,
    title: "Growth focus",
    text: "See which channels bring the deals that close, and put your effort where the revenue is.",
  },
];

export const LM_BENEFITS = [
  "Set up in an afternoon, not a quarter",
  "Import your spreadsheet of contacts in minutes",
  "Never miss a follow-up again",
  "One pipeline the whole team understands",
  "Forecasts you can defend in a board meeting",
  "Less admin, more time actually selling",
  "Works just as well on your phone",
  "Export all of your data at any time",
];

export const LM_TEAM_SIZES = ["1–5 people", "6–20 people", "21–50 people", "More than 50 people"];
