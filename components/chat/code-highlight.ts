import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import type { ElementContent, Root } from 'hast';
import { toText } from 'hast-util-to-text';
import { createLowlight } from 'lowlight';
import { visit } from 'unist-util-visit';

/**
 * Highlights fenced code blocks that name one of the languages a studio chat meets (shell,
 * JavaScript/TypeScript, Python, JSON, HTML/XML, CSS, SQL, YAML, diffs; their aliases such
 * as js, ts, sh, html too). rehype-highlight would bring highlight.js's 37 "common"
 * grammars; these ten are a fraction of that. Blocks in other languages, or with none, stay
 * plain, as rehype-highlight leaves them (no guessing). Loaded only when a message holds a code fence.
 */
const lowlight = createLowlight({ bash, css, diff, javascript, json, python, sql, typescript, xml, yaml });

export default function rehypeCodeHighlight() {
  return (tree: Root) => {
    visit(tree, 'element', (node, _index, parent) => {
      if (node.tagName !== 'code' || !parent || parent.type !== 'element' || parent.tagName !== 'pre') return;
      const classes = Array.isArray(node.properties.className) ? node.properties.className.map(String) : [];
      const language = classes.find((name) => name.startsWith('language-'))?.slice('language-'.length);
      if (!language || !lowlight.registered(language)) return;
      const result = lowlight.highlight(language, toText(node, { whitespace: 'pre' }), { prefix: 'hljs-' });
      node.properties.className = [...classes, 'hljs'];
      node.children = result.children as ElementContent[];
    });
  };
}
