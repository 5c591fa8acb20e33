/**
 * Runs inline in <head>, before React: keeps a page working after the browser has translated
 * it. Chrome's and Edge's built-in translation (and extensions like it) swap each text node
 * for <font> elements holding the translation. React still holds the old text nodes, so its
 * next change next to one (a result appearing, a button's label changing) asks the DOM to
 * remove a node that is no longer there, or to insert before it, and the DOM throws
 * NotFoundError: the whole page gave way to Next's error page, in the translator itself
 * (facebook/react#11538, which React leaves to the page).
 *
 * Only those two calls, and only when they would throw, are changed:
 * - removing a node that has another parent removes it from there (a wrapper moved it), and
 *   one that is in no parent is already gone;
 * - inserting before a node that is not a child inserts before the child that now holds it
 *   (the wrapper), or at the end when it is gone.
 * What a translator swapped in may then show its older text until the page is reloaded or the
 * translation is turned off; nothing throws.
 */
export const PAGE_TRANSLATION_GUARD =
  `(function(){var P=Node.prototype,remove=P.removeChild,insert=P.insertBefore;` +
  `function holder(parent,node){while(node&&node.parentNode!==parent)node=node.parentNode;return node}` +
  `P.removeChild=function(child){if(child&&child.parentNode!==this){if(child.parentNode)remove.call(child.parentNode,child);return child}return remove.apply(this,arguments)};` +
  `P.insertBefore=function(node,before){if(before&&before.parentNode!==this)return insert.call(this,node,holder(this,before));return insert.apply(this,arguments)}})()`;
