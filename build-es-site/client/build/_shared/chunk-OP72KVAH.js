var n=t=>`I'm having trouble connecting right now. Please try again in a moment. (${t})`,e="prefill";export{n as a,e as b};
