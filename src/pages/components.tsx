import React from 'react';
export default function C(){return <main><h1>Components</h1></main>;}
