/**
 * The theme's code block content, with Prism's extra languages registered first (plugins/lazy-prism-languages).
 * The import below is for its side effect and must stay above the component import.
 */
import '../../../register-languages';
import Content from '@theme-init/CodeBlock/Content';

export default Content;
