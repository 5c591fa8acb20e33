import 'katex/dist/katex.min.css';
import './math.css';
import rehypeKatex from 'rehype-katex';
import remarkMath from 'remark-math';
import type { Pluggable } from 'unified';

/**
 * Mathematics typeset by KaTeX (remark-math reads `$…$` and `$$…$$`, rehype-katex draws
 * them), loaded the first time an answer may hold some (math-text.ts says when): KaTeX and
 * its fonts are several times the rest of the renderer. A formula KaTeX cannot read is shown
 * as its source, marked, and the rest of the answer is drawn as ever.
 */
export const mathPlugins: { remark: Pluggable; rehype: Pluggable } = {
  remark: remarkMath,
  rehype: [rehypeKatex, { throwOnError: false, strict: 'ignore', output: 'htmlAndMathml' }],
};
