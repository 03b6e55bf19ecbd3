/** The drawing kit: import everything from here. */
export * from './svg.ts';
export * from './faces.ts';
export * from './scenery.ts';
export * from './creatures.ts';
export * from './people.ts';
export * from './things.ts';
export * from './layout.ts';
