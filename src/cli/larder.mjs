#!/usr/bin/env node
console.log("hi from larder bin")
