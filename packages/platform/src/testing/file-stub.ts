// Jest stand-in for imported assets (css, svg, png): the bundler turns them into URLs.
export default 'test-file-stub';
