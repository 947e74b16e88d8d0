#!/bin/sh
# Lines of the site's own machinery: plugins/ and patches/, without the search engine (plugins/search-local/shared/),
# tests (with their fixtures) and READMEs; per folder, then in all.
cd "$(dirname "$0")/.." || exit 1
files=$(git ls-files plugins patches | grep -v '^plugins/search-local/shared/' | grep -v '\.test\.ts$' | grep -v '/fixtures/' |
  grep -v 'README\.md$')
for dir in $(echo "$files" | awk -F/ '{print ($1 == "patches") ? $1 : $1 "/" $2}' | sort -u); do
  printf '%6d %s\n' "$(echo "$files" | grep "^$dir/" | xargs cat | wc -l)" "$dir"
done
printf '%6d total\n' "$(echo "$files" | xargs cat | wc -l)"
