/**
 * Inputs a public search box must survive: markup and script that would run if the query were
 * ever written into the page as HTML, a very long query, Unicode that confuses layout or code that
 * counts characters, and percent-encoding that makes decodeURIComponent throw.
 * Every executable payload sets window.pwned and/or opens a dialog, which the tests listen for.
 */
export interface HostileInput {
  name: string;
  /** The query as the user means it (typed into a search box). */
  text: string;
}

export const EXECUTING_PAYLOADS: HostileInput[] = [
  {name: 'script element', text: '<script>window.pwned=1;alert(1)</script>'},
  {name: 'img onerror', text: '<img src=x onerror="window.pwned=1;alert(1)">'},
  {name: 'svg onload after closing quote', text: '"><svg onload=window.pwned=1;alert(1)>'},
  {name: 'closing title and textarea', text: '</title></textarea><script>window.pwned=1</script>'},
  {name: 'javascript: URL', text: 'javascript:window.pwned=1;alert(1)//'},
  {name: 'template injection', text: "{{constructor.constructor('window.pwned=1')()}}"},
  {name: 'iframe srcdoc', text: '<iframe srcdoc="<script>parent.pwned=1</script>">'},
];

export const ODD_TEXT: HostileInput[] = [
  // 13 KB once percent-encoded: within the 16 KB request line of Node servers and nginx's (raised) limit.
  {name: '5,000 characters', text: '데이터셋'.repeat(250) + 'x'.repeat(4_000)},
  {name: 'right-to-left override and marks', text: '\u202Eevil.exe\u202C \u200F\u200E라벨링'},
  {name: 'emoji with joiners and skin tones', text: '👩‍👩‍👧‍👦 🔍🏽 데이터셋 🇰🇷'},
  {
    name: 'decomposed Hangul (combining jamo)',
    text: '\u1103\u1166\u110B\u1175\u1110\u1165 \u1105\u1161\u1107\u1166\u11AF',
  },
  {name: 'zero-width and control characters', text: 'a\u200Bb\u200Dc\u0007d\u0000e'},
  {name: 'SQL and regex metacharacters', text: "' OR 1=1 -- .*+?^${}()|[]\\"},
];

/** Raw query strings (already percent-encoded, some wrongly) put straight into /search?q=. */
export const RAW_QUERY_STRINGS: {name: string; raw: string}[] = [
  {name: 'truncated escape', raw: '%E0%A4%A'},
  {name: 'lone percent sign', raw: '100%'},
  {name: 'non-hex escape', raw: '%zz%G1'},
  {name: 'encoded lone surrogate (invalid UTF-8)', raw: '%ED%A0%80'},
  {name: 'overlong UTF-8 for <', raw: '%C0%BCscript%C0%BE'},
  {name: 'double-encoded script', raw: '%253Cscript%253Ewindow.pwned%253D1%253C%252Fscript%253E'},
  {name: 'encoded NUL and newline', raw: 'a%00b%0Ac'},
  {name: 'several q parameters', raw: 'first&q=second'},
];
