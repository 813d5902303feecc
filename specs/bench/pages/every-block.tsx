// A page with every block the site offers (issue 13): every component `ui/index.ts` exports
// that a published page can hold, each rendered (the ones a block renders inside it, such as the
// gallery's layouts, the lightbox and its slides, the confirmation dialog and the form's fields,
// come with it; size.ts checks the list against ui/index.ts). `npm run size` prints what it
// loads up front and on demand.
import { lazy, Suspense, useState } from 'react';
import type { CaptchaProvider } from '../../../adapters/browser/captcha.ts';
import { DataLayerProvider } from '../../../adapters/react/DataLayerProvider.tsx';
import { decodeCheckoutButton } from '../../../machines/checkout/codec.ts';
import { decodeMarqueeBlock } from '../../../machines/marquee/codec.ts';
import { decodeImageSettings } from '../../../machines/media/codec.ts';
import { parseJson } from '../../../machines/shared/decode.ts';
import type { ProductCardData } from '../../../machines/store/types.ts';
import { CaptchaContainer } from '../../../ui/CaptchaContainer.tsx';
import { CheckoutButton } from '../../../ui/CheckoutButton.tsx';
import { CookieBanner } from '../../../ui/CookieBanner.tsx';
import { DecodedCookieBanner } from '../../../ui/DecodedCookieBanner.tsx';
import type { CookieBannerData } from '../../../machines/cookie-banner/index.ts';
import { Form } from '../../../ui/Form.tsx';
import { Image } from '../../../ui/Image.tsx';
import { Marquee } from '../../../ui/Marquee.tsx';
import { NewsletterForm } from '../../../ui/NewsletterForm.tsx';
import { PopupOverlay } from '../../../ui/PopupOverlay.tsx';
import { ProductCardView } from '../../../ui/ProductCard.tsx';
import { AddToCartButton } from '../../../ui/AddToCartButton.tsx';
import { CartElement } from '../../../ui/CartElement.tsx';
import { CartProvider } from '../../../ui/CartProvider.tsx';
import { RelativeTime } from '../../../ui/RelativeTime.tsx';
import { Badge, MobileInfoBar } from '../../../ui/SiteChrome.tsx';
import { DialogStack } from '../../../ui/DialogStack.tsx';
import { SiteSession } from '../../../ui/SiteSession.tsx';
import { VideoEmbed } from '../../../ui/VideoEmbed.tsx';
import { MapBlock } from '../../../ui/MapBlock.tsx';
import { ReservationBlock } from '../../../ui/ReservationBlock.tsx';
import { SummaryBlock } from '../../../ui/SummaryBlock.tsx';
import { decodeMapBlock } from '../../../machines/map/codec.ts';
import { decodeBlockAnimation } from '../../../machines/block-animation/codec.ts';
import { decodeHighlightBlock } from '../../../machines/highlight/codec.ts';
import { decodeImageBlock } from '../../../machines/image-block/codec.ts';
import { decodePricingBlock } from '../../../machines/pricing-toggle/codec.ts';
import { decodeShapeBlock } from '../../../machines/shape-block/codec.ts';
import { decodeMenuBlock } from '../../../machines/tabs/codec.ts';
import { BlockAnimation } from '../../../ui/BlockAnimation.tsx';
import { Highlight } from '../../../ui/Highlight.tsx';
import { ImageBlock as ImageBlockView } from '../../../ui/ImageBlock.tsx';
import { MenuBlock } from '../../../ui/MenuBlock.tsx';
import { PricingToggle } from '../../../ui/PricingToggle.tsx';
import { ShapeBlock } from '../../../ui/ShapeBlock.tsx';
import { ShrinkText } from '../../../ui/ShrinkText.tsx';
import { AnnouncementBar } from '../../../ui/AnnouncementBar.tsx';
import { ButtonBlock } from '../../../ui/ButtonBlock.tsx';
import { decodeButtonBlock } from '../../../machines/button-tracking/codec.ts';
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
  const { source, dimensions, focalPoint, load } = decoded.data;
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

/** Issue 23's content blocks, each decoded from its block JSON as a published page carries it. */
function ContentBlocks() {
  const [menu] = useState(() => decodeMenuBlock(blockText('menu')));
  const [pricing] = useState(() => decodePricingBlock(blockText('pricing')));
  const [highlight] = useState(() => decodeHighlightBlock(blockText('highlight')));
  const [imageBlock] = useState(() => decodeImageBlock(blockText('image-block')));
  const [shape] = useState(() => decodeShapeBlock(blockText('shape')));
  const [animation] = useState(() => {
    const parsed = parseJson(blockText('animation'));
    return decodeBlockAnimation(parsed.ok ? parsed.value : undefined).data;
  });
  return (
    <>
      <BlockAnimation animation={animation.animation} duration={animation.duration}>
        <ShrinkText text={blockText('heading')} maxFontSize={56} />
      </BlockAnimation>
      {highlight.ok ? (
        <p>
          {highlight.data.before}
          <Highlight id="highlight" settings={highlight.data.settings}>
            {highlight.data.text}
          </Highlight>
          {highlight.data.after}
        </p>
      ) : null}
      {menu.ok ? <MenuBlock id="menu" data={menu.data} /> : null}
      {pricing.ok ? <PricingToggle id="pricing" data={pricing.data} /> : null}
      {imageBlock.ok ? <ImageBlockView id="image-block" block={imageBlock.data} sizes="100vw" /> : null}
      {shape.ok ? <ShapeBlock id="shape" block={shape.data} sizes="12rem" /> : null}
    </>
  );
}

/** A button block (tracked clicks, TRK-007), decoded from its block JSON. */
function ButtonBlockFromJson({ name }: { name: string }) {
  const [decoded] = useState(() => {
    const parsed = parseJson(blockText(name));
    return decodeButtonBlock(parsed.ok ? parsed.value : undefined);
  });
  return decoded.ok ? <ButtonBlock id={name} button={decoded.data} /> : null;
}

function CheckoutBlock({ name }: { name: string }) {
  const [decoded] = useState(() => {
    const parsed = parseJson(blockText(name));
    return decodeCheckoutButton(parsed.ok && typeof parsed.value === 'object' && parsed.value !== null ? (parsed.value as Record<string, string>) : {});
  });
  return decoded.ok ? <CheckoutButton start={decoded.data}>Checkout</CheckoutButton> : null;
}

// The full-page cart: its code is fetched only where a page holds it (the cart page's island).
const CartPage = lazy(() => import('../../../ui/CartPage.tsx').then((m) => ({ default: m.CartPage })));

/** A product of a collection as the server writes it into the page: its card worked out, and the variant its button adds. */
interface ProductOffer {
  card: ProductCardData;
  productId: string;
  variantId: string;
}

/**
 * The store's blocks (issue 22): the header's cart element, product cards as the server worked
 * them out from the products it decoded (`describeProductCard`: the browser gets the texts, not
 * the price rules) with their add buttons, and the full-page cart on demand.
 */
function StoreBlocks({ name }: { name: string }) {
  const [offers] = useState(() => {
    const parsed = parseJson(blockText(name));
    return parsed.ok && Array.isArray(parsed.value) ? (parsed.value as ProductOffer[]) : [];
  });
  const [cartPage] = useState(() => blockText('cart-page') === 'true');
  return (
    <CartProvider>
      <CartElement />
      <ul>
        {offers.map(({ card, productId, variantId }) => (
          <li key={card.id}>
            <ProductCardView card={card} />
            <AddToCartButton productId={productId} variantId={variantId} describedBy={`${card.id}-title`}>
              Add to cart
            </AddToCartButton>
          </li>
        ))}
      </ul>
      {cartPage ? (
        <Suspense fallback={null}>
          <CartPage />
        </Suspense>
      ) : null}
    </CartProvider>
  );
}

mountPage(
  <DialogStack>
    <SiteSession>
      <DataLayerProvider>
        <AnnouncementBar>Free delivery this week</AnnouncementBar>
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
        <ButtonBlockFromJson name="button" />
        <StoreBlocks name="products" />
        <ProviderBlocks />
        <ContentBlocks />
        <Badge templateVersion={blockText('template')} type={blockText('badge')} href="/">
          Made with site-machines
        </Badge>
        <MobileInfoBar style={blockText('mobile-bar')} label="Shop information">
          Open daily 9–18
        </MobileInfoBar>
        <CookieBanner settings={blockText('cookies')} onTrackingAllowedChange={trackVisit} />
        {/* The same banner from data a server decoded (`cookieBannerDataOf`), as the published site renders it. */}
        <DecodedCookieBanner data={JSON.parse(blockText('cookies-decoded')) as CookieBannerData} screenshot onTrackingAllowedChange={trackVisit} />
      </DataLayerProvider>
    </SiteSession>
  </DialogStack>,
);
