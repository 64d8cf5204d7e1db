import { portraitUrl, type TAvatarView, type TPortraitExpression } from '@avatara/contracts/avatars';
import { useEffect, useState } from 'react';

interface PortraitProps {
  avatar: Pick<TAvatarView, 'image' | 'expressionImage'>;
  /** The face to show; null: the neutral portrait. */
  expression: TPortraitExpression | null;
  /** Width and height of the pictures, px (the class sets the box, which may be smaller on a phone). */
  size: number;
  /** Sets the box's size. */
  className: string;
  testId?: string;
}

interface Layers {
  src: string;
  expression: TPortraitExpression | null;
  /** The picture under the new one while that fades in. */
  previous: string | null;
}

/**
 * The avatar's round portrait with the face of its current feeling, cropped to the head so it
 * reads at 32–64 px (docs/portraits.md). A new face is loaded first, then cross-fades over the
 * old one; `data-expression` names the face on screen.
 */
export function Portrait({ avatar, expression, size, className, testId }: PortraitProps) {
  const src = portraitUrl(avatar, expression);
  const [layers, setLayers] = useState<Layers>({ src, expression, previous: null });

  useEffect(() => {
    if (src === layers.src) return;
    let current = true;
    const next = new Image();
    // A face that fails to load still replaces the old one: the browser shows what it can.
    next.onload = next.onerror = () => {
      if (current) setLayers((l) => ({ src, expression, previous: l.src === src ? l.previous : l.src }));
    };
    next.src = src;
    return () => {
      current = false;
    };
  }, [src, expression, layers.src]);

  // Without expression pictures every face is the same picture: it shows at once.
  const shown = src === layers.src ? expression : layers.expression;
  return (
    <span className={`portrait ${className}`} data-testid={testId} data-expression={shown ?? 'neutral'}>
      {layers.previous && (
        <img
          key={layers.previous}
          className="portrait__face"
          src={layers.previous}
          alt=""
          width={size}
          height={size}
        />
      )}
      <img
        key={layers.src}
        className={`portrait__face${layers.previous ? ' portrait__face--in' : ''}`}
        src={layers.src}
        alt=""
        width={size}
        height={size}
        onAnimationEnd={() => setLayers((l) => ({ ...l, previous: null }))}
      />
    </span>
  );
}
