import { HOME_WIDGETS } from '@aspire/config/site-map';
import { usePageMeta } from '@aspire/ui/page-meta.ts';
import { Resource } from '@aspire/ui/resource.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { BannerCarousel, CarouselPlaceholder } from './banner-carousel.tsx';
import { homeQuery } from './banners.ts';
import { DeferredWidget } from './deferred-widget.tsx';
import styles from './home.module.css';
import { Affiliations, Counts, WhyAspire } from './home-sections.tsx';

/**
 * The home page (spec section 2): banner carousel, counts, featured courses, Aspire Community, Events,
 * Why Aspire, Testimonials and Affiliations. The remotes' widgets mount in their slots.
 */
export function HomePage() {
  usePageMeta({
    title: 'Islamic Studies, Psychology, BBA and Arabic in Chennai and Bengaluru',
    description:
      'Aspire College & Trust: degree, diploma and free courses on campus in Chennai and Bengaluru and online.',
  });
  const home = useQuery(homeQuery());
  return (
    <>
      <Resource query={home} what="the banners" placeholder={<CarouselPlaceholder />}>
        {({ banners }) => <BannerCarousel banners={banners} />}
      </Resource>
      <section className={styles.intro} aria-labelledby="home-title">
        <h1 id="home-title">Aspire College &amp; Trust</h1>
        <p>
          Islamic studies, psychology, business administration, Arabic and 12th standard, in Chennai,
          Bengaluru and online.
        </p>
        <div className={styles.actions}>
          <Link className={styles.button} to="/courses">
            Explore courses
          </Link>
          <Link className={styles.buttonAlt} to="/admission-form">
            Apply now
          </Link>
        </div>
      </section>
      <Counts counts={home.data?.counts} />
      {/* Below the fold (under the banner, intro and counts): each loads as the visitor scrolls near it. */}
      <DeferredWidget name="featured-courses" {...HOME_WIDGETS.featuredCourses} />
      <DeferredWidget name="community" {...HOME_WIDGETS.community} />
      <DeferredWidget name="events" {...HOME_WIDGETS.events} />
      <WhyAspire />
      <DeferredWidget name="testimonials" {...HOME_WIDGETS.testimonials} />
      <Affiliations />
    </>
  );
}
