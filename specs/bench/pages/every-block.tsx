// A page with every block the site offers (issue 13): every component `ui/index.ts` exports
// that a published page can hold, each rendered (the ones a block renders inside it, such as the
// gallery's layouts, the lightbox and its slides, the confirmation dialog and the form's fields,
// come with it; size.ts checks the list against ui/index.ts). `npm run size` prints what it
// loads up front and on demand.
import { useState } from 'react';
import type { CaptchaProvider } from '../../../adapters/browser/captcha.ts';
import { DataLayerProvider } from '../../../adapters/react/DataLayerProvider.tsx';
import { decodeCheckoutButton } from '../../../machines/checkout/codec.ts';
import { decodeMarqueeBlock } from '../../../machines/marquee/codec.ts';
import { decodeImageSettings } from '../../../machines/media/codec.ts';
import { parseJson } from '../../../machines/shared/decode.ts';
import type { Product } from '../../../machines/store/types.ts';
import { CaptchaContainer } from '../../../ui/CaptchaContainer.tsx';
import { CheckoutButton } from '../../../ui/CheckoutButton.tsx';
import { CookieBanner } from '../../../ui/CookieBanner.tsx';
import { Form } from '../../../ui/Form.tsx';
import { Image } from '../../../ui/Image.tsx';
import { Marquee } from '../../../ui/Marquee.tsx';
import { NewsletterForm } from '../../../ui/NewsletterForm.tsx';
import { PopupOverlay } from '../../../ui/PopupOverlay.tsx';
import { ProductCard } from '../../../ui/ProductCard.tsx';
import { RelativeTime } from '../../../ui/RelativeTime.tsx';
import { Badge, MobileInfoBar } from '../../../ui/SiteChrome.tsx';
import { SiteOverlays } from '../../../ui/SiteOverlays.tsx';
import { SiteSession } from '../../../ui/SiteSession.tsx';
import { VideoEmbed } from '../../../ui/VideoEmbed.tsx';
import { MapBlock } from '../../../ui/MapBlock.tsx';
import { ReservationBlock } from '../../../ui/ReservationBlock.tsx';
import { SummaryBlock } from '../../../ui/SummaryBlock.tsx';
import { decodeMapBlock } from '../../../machines/map/codec.ts';
import { AccordionBlock, blockText, DialogButtons, FormBlock, formInputOfBlock, GalleryBlock, mountPage, TooltipBlock, trackVisit } from './blocks.tsx';

/** The captcha service of the page: a third-party script's global, as a published page has it. */
const captcha: CaptchaProvider = {
  name: 'page',
  render: (container, options) => (window as unknown as { pageCaptcha: CaptchaProvider }).pageCaptcha.render(container, options),
};

function ImageBlock({ name }: { name: string }) {
  const [decoded] = useState(() => {
    const parsed = parseJson(blockText(name));
    return decodeImageSettings(parsed.ok ? parsed.value : null);
  });
  if (!decoded.ok) return null;
  const { source, dimensions, focalPoint, load } = decoded.settings;
  return <Image id={name} src={source} dimensions={dimensions} focalPoint={focalPoint} load={load === 'viewport' ? 'viewport' : load === 'true'} alt="" />;
}

function MarqueeBlock({ name }: { name: string }) {
  const [decoded] = useState(() => decodeMarqueeBlock(blockText(name)));
  return decoded.ok ? <Marquee data={decoded.data} /> : null;
}

/** Issue 24's provider blocks: their own code here, each provider's script fetched only when the block comes near. */
function ProviderBlocks() {
  const [map] = useState(() => decodeMapBlock(blockText('map')));
  const provider = { scriptUrl: 'https://maps.googleapis.com/maps/api/js', key: 'key', language: 'en', region: 'US' };
  return (
    <>
      {map.ok ? <MapBlock id="map" block={map.data} provider={provider} /> : null}
      <ReservationBlock id="reserve" kind="reservation" previewOnly={false} provider={{ scriptUrl: 'https://www.opentable.com/widget/reservation/loader', global: 'OTWidget', accountName: 'Restaurant', accountId: '1' }} />
      <SummaryBlock id="events" block={{ type: 55, id: 'events', value: {} }} collectionId="events" />
    </>
  );
}

function CheckoutBlock({ name }: { name: string }) {
  const [decoded] = useState(() => {
    const parsed = parseJson(blockText(name));
    return decodeCheckoutButton(parsed.ok && typeof parsed.value === 'object' && parsed.value !== null ? (parsed.value as Record<string, string>) : {});
  });
  return decoded.ok ? <CheckoutButton start={decoded.data}>Checkout</CheckoutButton> : null;
}

/** Product cards from the products the server decoded and embedded (the browser trusts its own server's data, as /demo/store does). */
function ProductsBlock({ name }: { name: string }) {
  const [products] = useState(() => {
    const parsed = parseJson(blockText(name));
    return parsed.ok && Array.isArray(parsed.value) ? (parsed.value as Product[]) : [];
  });
  return (
    <ul>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard product={product} currency={blockText('currency') || undefined} />
        </li>
      ))}
    </ul>
  );
}

mountPage(
  <SiteOverlays>
    <SiteSession>
      <DataLayerProvider>
        <MarqueeBlock name="marquee" />
        <AccordionBlock name="accordion" />
        <GalleryBlock name="gallery" label="Gallery" />
        <GalleryBlock name="slideshow" label="Slideshow" />
        <ImageBlock name="image" />
        <VideoEmbed id="video" embedHtml={blockText('video')} title="Video" />
        <DialogButtons />
        <TooltipBlock name="tooltip" />
        <p>
          Updated <RelativeTime time={Number(blockText('updated'))} />
        </p>
        <FormBlock name="form" render={(data) => <Form {...formInputOfBlock(data)} id="contact" captchaWidget={<CaptchaContainer provider={captcha} />} />} />
        <FormBlock name="newsletter" render={(data) => <NewsletterForm {...formInputOfBlock(data)} id="newsletter" title="Sign up" />} />
        <FormBlock
          name="newsletter"
          render={(data) => <PopupOverlay id="popup" settings={blockText('popup')} pageType={1} title="Join our newsletter" description="Once a month." signUp={formInputOfBlock(data)} />}
        />
        <CheckoutBlock name="checkout" />
        <ProductsBlock name="products" />
        <ProviderBlocks />
        <Badge templateVersion={blockText('template')} type={blockText('badge')} href="/">
          Made with site-machines
        </Badge>
        <MobileInfoBar style={blockText('mobile-bar')} label="Shop information">
          Open daily 9–18
        </MobileInfoBar>
        <CookieBanner settings={blockText('cookies')} onTrackingAllowedChange={trackVisit} />
      </DataLayerProvider>
    </SiteSession>
  </SiteOverlays>,
);
