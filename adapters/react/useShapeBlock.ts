'use client';
import { useMemo } from 'react';
import { connect } from '../../machines/shape-block/connect.ts';
import type { DecodedShapeBlock } from '../../machines/shape-block/codec.ts';
import type { ShapeBlockApi } from '../../machines/shape-block/types.ts';
import { keepProps } from '../../machines/shared/normalize.ts';

/**
 * A shape block's view model (`connect` with React's props). The block has no state and no
 * browser facts: it renders the same on the server and in the browser, with no effect.
 */
export function useShapeBlock(block: DecodedShapeBlock, id: string): { api: ShapeBlockApi } {
  const api = useMemo(() => connect(block, id, keepProps), [block, id]);
  return { api };
}
