// The shape of the store's editorial pages (footer pages), kept as data so copy changes never touch views.

interface ContentLink {
  label: string;
  href: string;
}

export interface ContentSection {
  /** Anchor id, so other pages can link to a section. */
  id: string;
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
  /** Question-and-answer pairs (FAQs). */
  questions?: readonly { question: string; answer: string }[];
  links?: readonly ContentLink[];
}

export interface ContentPage {
  path: string;
  title: string;
  /** One-sentence summary, shown under the title and as the page description. */
  summary: string;
  updated?: string;
  sections: readonly ContentSection[];
}
