/** Errors for people: values with a place and a message in Chinese and English. */
package org.chuhe.problem;
