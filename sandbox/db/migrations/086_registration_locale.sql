-- The applicant's language (issue 30, PX-86-002): the locale of the page a registration was submitted
-- from ('fr-CA'), so its approval (the first-password link) and decline e-mails are written in that
-- language. Registrations submitted before were all submitted in English.
ALTER TABLE registrations ADD COLUMN locale text NOT NULL DEFAULT 'en-US';
