#!/bin/sh
# Lines of the site's own machinery: plugins/ and patches/, without the search engine (plugins/search-local/shared/),
# tests and READMEs. Plugins added later can be listed apart with `git ls-files plugins/<name> | xargs wc -l`.
cd "$(dirname "$0")/.." || exit 1
git ls-files plugins patches | grep -v '^plugins/search-local/shared/' | grep -v '\.test\.ts$' | grep -v 'README\.md$' |
  xargs wc -l | tail -n 1
