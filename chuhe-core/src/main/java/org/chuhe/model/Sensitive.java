package org.chuhe.model;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Marks personal data (ID card number, phone number) that must never appear on public pages or in exports
 * meant for the public. Writers of public output check for this annotation rather than keep their own list
 * of field names, so a new sensitive field is protected everywhere by annotating it once.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.RECORD_COMPONENT, ElementType.FIELD, ElementType.METHOD, ElementType.PARAMETER})
public @interface Sensitive {}
