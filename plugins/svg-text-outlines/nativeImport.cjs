module.exports = (specifier) => import(specifier);
