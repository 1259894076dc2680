import{b as o}from"/build/_shared/chunk-T36URGAI.js";var p=o((r,e)=>{e.exports={}});export{p as a};
