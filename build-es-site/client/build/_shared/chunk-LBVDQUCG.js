import{a as t}from"/build/_shared/chunk-BBIPXIHA.js";function r(e){let{timeZone:n}=t(),o=new Intl.DateTimeFormat("en-US",{...e,timeZone:n});return i=>o.format(new Date(i))}export{r as a};
