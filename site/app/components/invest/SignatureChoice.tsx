import { type FieldMetadata, getInputProps } from '@conform-to/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { SIGNATURE_IMAGE_TYPES, SIGNATURE_TYPES } from '~/lib/invest/invest-form';
import { useHydrated } from '~/lib/use-hydrated';
import { Field, inputClass, withoutKey } from '../form/Field';
import { checkboxClass } from '../settings/form-bits';

type Meta = FieldMetadata<string | undefined>;

/**
 * How the investor signs the contract: a typed name (≤ 20 characters, the keyboard way), a drawing
 * on a pad (signature_pad; the PNG goes in a hidden field) or an uploaded PNG/JPEG under 512 KB.
 * Drawing needs scripts, so the pad is offered once they run; the API checks every image again.
 */
export function SignatureChoice({
  fields,
  onFileChosen,
}: {
  fields: { signatureType: Meta; signature: Meta; signatureDrawn: Meta; signatureFile: FieldMetadata<File | undefined> };
  onFileChosen: () => void;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const chosen = fields.signatureType.value ?? fields.signatureType.initialValue ?? 'typed';
  const [typedKey, typedProps] = withoutKey(getInputProps(fields.signature, { type: 'text' }));
  const [fileKey, fileProps] = withoutKey(getInputProps(fields.signatureFile, { type: 'file' }));
  const types = SIGNATURE_TYPES.filter((type) => hydrated || type !== 'drawn');
  // Without scripts the typed and uploaded ways are both shown; with them, the chosen one only.
  const show = (type: (typeof SIGNATURE_TYPES)[number]) => (hydrated ? chosen === type : type !== 'drawn');
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-slate-800">{t('invest.contract.signWith')}</legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {types.map((type) => (
          <label key={type} className="flex items-center gap-2">
            <input type="radio" name={fields.signatureType.name} value={type} defaultChecked={chosen === type} className={checkboxClass} />
            {t(`invest.contract.${type}`)}
          </label>
        ))}
      </div>
      {show('typed') ? (
        <Field label={t('invest.signature')} meta={fields.signature} hint={t('invest.signatureHint')}>
          <input key={typedKey} {...typedProps} autoComplete="name" maxLength={20} className={`${inputClass} max-w-sm font-serif italic`} />
        </Field>
      ) : null}
      {show('drawn') ? <DrawnSignature meta={fields.signatureDrawn} /> : null}
      {show('uploaded') ? (
        <Field label={t('invest.contract.uploadLabel')} meta={fields.signatureFile} hint={t('invest.contract.uploadHint')}>
          <input key={fileKey} {...fileProps} accept={SIGNATURE_IMAGE_TYPES.join(',')} onChange={onFileChosen} className={inputClass} />
        </Field>
      ) : null}
    </fieldset>
  );
}

/** The pad: each finished stroke writes the drawing, as a PNG data URL, into the hidden field. */
function DrawnSignature({ meta }: { meta: Meta }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const hidden = useRef<HTMLInputElement>(null);
  const pad = useRef<{ clear(): void; off(): void } | null>(null);

  useEffect(() => {
    let cancelled = false;
    void import('signature_pad').then(({ default: SignaturePad }) => {
      const element = canvas.current;
      if (cancelled || !element) return;
      // Sharp lines on high-density screens: the canvas is drawn at the device's pixel ratio.
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      element.width = element.offsetWidth * ratio;
      element.height = element.offsetHeight * ratio;
      element.getContext('2d')?.scale(ratio, ratio);
      const signaturePad = new SignaturePad(element, { backgroundColor: 'rgb(255,255,255)' });
      signaturePad.addEventListener('endStroke', () => {
        if (hidden.current) hidden.current.value = signaturePad.isEmpty() ? '' : signaturePad.toDataURL('image/png');
      });
      pad.current = signaturePad;
    });
    return () => {
      cancelled = true;
      pad.current?.off();
    };
  }, []);

  const clear = () => {
    pad.current?.clear();
    if (hidden.current) hidden.current.value = '';
  };
  return (
    <div className="space-y-1.5">
      <input ref={hidden} type="hidden" name={meta.name} defaultValue="" />
      <canvas
        ref={canvas}
        data-testid="signature-pad"
        role="img"
        aria-label={t('invest.contract.padLabel')}
        aria-describedby={`${meta.descriptionId}${meta.errors?.length ? ` ${meta.errorId}` : ''}`}
        className="block h-[150px] w-full max-w-sm touch-none rounded-md border border-slate-400 bg-white"
      />
      <button type="button" onClick={clear} className="text-sm font-semibold text-primary underline">
        {t('invest.contract.clear')}
      </button>
      <p id={meta.descriptionId} className="text-sm text-slate-600">
        {t('invest.contract.drawHint')}
      </p>
      {meta.errors?.length ? (
        <p id={meta.errorId} className="text-sm font-medium text-red-700">
          {meta.errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
