import { ArrowRight, BookOpen, Brain, Calculator, ExternalLink, FileSearch, MessageSquare, Shirt, Users } from 'lucide-react';
import { Link } from 'wouter';
import { AD_NETWORK_SIGNUP_URL, HOME_STATS, PRACTICE_CATEGORIES } from '../../contract/constants';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { AdSlot } from '@/features/ads/ad-slot';
import { usePageMeta } from '@/lib/page-meta';

const FEATURES = [
  {
    path: '/practice',
    icon: BookOpen,
    title: 'Practice Questions',
    text: `USMLE and COMLEX vignettes in ${PRACTICE_CATEGORIES.length} categories, each with a full explanation and learning objective.`,
  },
  { path: '/icd-lookup', icon: FileSearch, title: 'ICD-10-CM Lookup', text: 'Search all 98,000+ official FY2026 codes by code, words or abbreviations.' },
  { path: '/loan-calculator', icon: Calculator, title: 'Loan Calculator', text: 'Plan medical school loan repayment, with residency and extra-payment scenarios.' },
  { path: '/scrubs', icon: Shirt, title: 'Scrubs Marketplace', text: 'Deals on scrubs, shoes, stethoscopes and the small kit every rotation needs.' },
  { path: '/ai-chat', icon: MessageSquare, title: 'AI Medical Assistant', text: 'Ask about a topic or a code and get a concise answer with the sources it used.' },
  { path: '/collaboration', icon: Users, title: 'Collaboration', text: 'Share anonymised case studies and study with groups of other students.' },
] as const;

export default function HomePage() {
  usePageMeta('/');
  return (
    <div className="flex flex-col gap-10">
      <AdSlot kind="horizontal" slot="header" />

      <section className="flex flex-col items-center gap-5 py-6 text-center sm:py-10">
        <span className="inline-flex items-center gap-2 rounded-full bg-primary-soft px-3 py-1 text-sm font-medium text-accent-foreground">
          <Brain className="size-4" aria-hidden="true" /> AI medical education platform
        </span>
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">Prepare for USMLE and COMLEX with questions that teach</h1>
        <p className="max-w-2xl text-base text-muted-foreground sm:text-lg">
          Board-style vignettes with explanations, the complete ICD-10-CM code set, an assistant that cites its sources, and the
          tools that make medical school a little easier.
        </p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Button asChild size="lg">
            <Link href="/practice">
              Start Practicing <ArrowRight />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href="/ai-chat">
              <MessageSquare /> Ask AI Assistant
            </Link>
          </Button>
          <Button asChild size="lg" variant="secondary">
            <a href={AD_NETWORK_SIGNUP_URL} target="_blank" rel="noopener noreferrer">
              Apply for Google AdSense <ExternalLink />
            </a>
          </Button>
        </div>
      </section>

      <section aria-label="MedPrep in numbers" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {HOME_STATS.map((stat) => (
          <Card key={stat.label} className="text-center">
            <CardContent className="pt-5">
              <p className="text-3xl font-bold text-primary">{stat.value}</p>
              <p className="text-sm text-muted-foreground">{stat.label}</p>
            </CardContent>
          </Card>
        ))}
      </section>

      <section aria-labelledby="features-heading" className="flex flex-col gap-4">
        <h2 id="features-heading" className="text-2xl font-bold">
          Everything you need to prepare
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ path, icon: Icon, title, text }) => (
            <Link key={path} href={path} className="group rounded-lg focus-visible:outline-2">
              <Card className="h-full transition-shadow group-hover:shadow-md">
                <CardHeader>
                  <Icon className="size-8 text-primary" aria-hidden="true" />
                  <CardTitle>{title}</CardTitle>
                  <CardDescription>{text}</CardDescription>
                </CardHeader>
              </Card>
            </Link>
          ))}
        </div>
      </section>

      <section className="flex flex-col items-center gap-4 rounded-lg bg-primary px-6 py-10 text-center text-primary-foreground">
        <h2 className="text-2xl font-bold sm:text-3xl">Start your 14-day free trial</h2>
        <p className="max-w-xl text-teal-50">
          Every feature, no card needed. Keep studying on the free plan afterwards, or upgrade to Basic or Premium.
        </p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" variant="secondary">
            <Link href="/practice">Start Free Trial</Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="border-teal-100 bg-transparent text-primary-foreground hover:bg-primary-hover">
            <Link href="/pricing">Learn More</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
