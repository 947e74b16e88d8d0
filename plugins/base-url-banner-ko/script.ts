/** The inline script (ES5: it must run where the site's own bundles could not) and its Korean text. */

/** Element ids of core's banner (@docusaurus/core client/BaseUrlIssueBanner). */
const BANNER_ID = '__docusaurus-base-url-issue-banner';
const SUGGESTION_ID = '__docusaurus-base-url-issue-banner-suggestion-container';
const BASE_URL_DOCS = 'https://docusaurus.io/docs/docusaurus.config.js/#baseUrl';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function bannerHtml(baseUrl: string): string {
  return [
    '<p style="font-weight: bold; font-size: 30px;">사이트를 제대로 불러오지 못했습니다.</p>',
    `<p>사이트의 <a href="${BASE_URL_DOCS}" style="font-weight: bold;">baseUrl 설정</a>이 배포 경로와 다를 때 흔히 생기는 문제입니다.</p>`,
    `<p>현재 설정된 baseUrl: <span style="font-weight: bold; color: red;">${escapeHtml(baseUrl)}</span></p>`,
    `<p>이 주소에 맞는 baseUrl: <span id="${SUGGESTION_ID}" style="font-weight: bold; color: green;"></span></p>`,
  ].join('');
}

export function bannerTranslationScript(baseUrl: string): string {
  // JSON.stringify plus '<' escaping keeps the HTML string safe inside an inline <script>.
  const html = JSON.stringify(bannerHtml(baseUrl)).replace(/</g, '\\u003c');
  return `document.addEventListener('DOMContentLoaded', function () {
  var banner = document.getElementById('${BANNER_ID}');
  if (!banner) return;
  var old = document.getElementById('${SUGGESTION_ID}');
  var suggestion = old ? old.textContent : '';
  banner.innerHTML = ${html};
  document.getElementById('${SUGGESTION_ID}').textContent = suggestion;
  banner.setAttribute('lang', 'ko');
});`;
}
