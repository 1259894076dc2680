import{a as e}from"/build/_shared/chunk-AKIQ7PIJ.js";import{t as s}from"/build/_shared/chunk-X57BH44H.js";function o(){return s("root")?.business??e}export{o as a};
