-- Every instance keeps a short-lived cache of signed-in sessions (ADR 0041). A change to a user or a session
-- (sign-out, password reset, an account switched off, a role or school changed, a child deleted) tells every
-- listening connection, on every instance, which user's cached sessions to forget.
CREATE FUNCTION "lantern_notify_auth"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_TABLE_NAME = 'users' THEN
		PERFORM pg_notify('lantern_auth', OLD.id::text);
	ELSE
		PERFORM pg_notify('lantern_auth', OLD.user_id::text);
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_notify_auth" AFTER UPDATE OR DELETE ON "users"
	FOR EACH ROW EXECUTE FUNCTION "lantern_notify_auth"();
--> statement-breakpoint
CREATE TRIGGER "sessions_notify_auth" AFTER UPDATE OR DELETE ON "sessions"
	FOR EACH ROW EXECUTE FUNCTION "lantern_notify_auth"();
