// The page of the features the anchors also have (issue 13): accordion, gallery with lightbox,
// the dialog layer (confirm, alert, inform, system error), tooltip, cookie banner and form.
// `npm run size` prints what it loads up front and on demand beside the anchors' stack
// (../anchors/src/page.jsx).
import { DataLayerProvider } from '../../../adapters/react/DataLayerProvider.tsx';
import { CookieBanner } from '../../../ui/CookieBanner.tsx';
import { Form } from '../../../ui/Form.tsx';
import { DialogStack } from '../../../ui/DialogStack.tsx';
import { AccordionBlock, blockText, DialogButtons, FormBlock, formInputOfBlock, GalleryBlock, mountPage, TooltipBlock, trackVisit } from './blocks.tsx';

mountPage(
  <DialogStack>
    <DataLayerProvider>
      <AccordionBlock name="accordion" />
      <GalleryBlock name="gallery" label="Gallery" />
      <DialogButtons />
      <TooltipBlock name="tooltip" />
      <FormBlock name="form" render={(data) => <Form {...formInputOfBlock(data)} id="contact" />} />
      <CookieBanner settings={blockText('cookies')} onTrackingAllowedChange={trackVisit} />
    </DataLayerProvider>
  </DialogStack>,
);
